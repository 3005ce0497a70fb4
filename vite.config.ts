import zlib from "node:zlib";
import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import rehypeSlug from "rehype-slug";
import rehypeUnwrapImages from "rehype-unwrap-images";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { resolveContentDir } from "./scripts/content/content-dir.ts";
import { contentPlugin } from "./scripts/content/content-plugin.ts";
import { siteFilesPlugin } from "./scripts/site-files/site-files-plugin.ts";

export default defineConfig({
  plugins: [
    contentPlugin(resolveContentDir()),
    siteFilesPlugin(resolveContentDir()),
    {
      enforce: "pre",
      ...mdx({
        // remark-frontmatter drops the YAML block from the body (contentPlugin serves the frontmatter);
        // unwrapped images become figures rather than images inside paragraphs; headings get ids for #links.
        remarkPlugins: [remarkFrontmatter, remarkGfm],
        rehypePlugins: [rehypeUnwrapImages, rehypeSlug],
      }),
    },
    reactRouter(),
    // .br and .gz beside each text asset, so the server never compresses per request (pages are
    // compressed in memory at start instead: server/pages.ts).
    compression({
      include: /\.(js|mjs|css|svg|xml|json|webmanifest|txt)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm("brotliCompress", { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm("gzip", { level: 9 })],
      logLevel: "silent",
    }),
  ],
});
