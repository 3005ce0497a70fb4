import { expect, test } from "vitest";
import { describeChunks, moduleGroup, type VisualizerData } from "./bundle-report.ts";

test("names a module by its npm package, scoped or not", () => {
  expect(moduleGroup("/work/main/node_modules/react-dom/cjs/react-dom-client.production.js")).toBe("react-dom");
  expect(moduleGroup("/repo/node_modules/@mdx-js/react/lib/index.js")).toBe("@mdx-js/react");
});

test("names our own modules by feature or folder, and virtual modules as they are", () => {
  expect(moduleGroup("/src/features/prototype-viewer/viewer-toolbar.tsx")).toBe("src/features/prototype-viewer");
  expect(moduleGroup("/src/routes/home.tsx")).toBe("src/routes");
  expect(moduleGroup("/src/root.tsx")).toBe("src/root.tsx");
  expect(moduleGroup("\0vite/preload-helper.js")).toBe("vite/preload-helper.js");
  expect(moduleGroup("virtual:content/site")).toBe("virtual:content/site");
});

test("describes each chunk by its biggest groups and their share", () => {
  const data: VisualizerData = {
    nodeMetas: {
      m1: { id: "/x/node_modules/zod/v4/core/schemas.js", moduleParts: { "assets/home.js": "p1" } },
      m2: { id: "/x/node_modules/zod/v4/classic/schemas.js", moduleParts: { "assets/home.js": "p2" } },
      m3: { id: "/src/routes/home.tsx", moduleParts: { "assets/home.js": "p3" } },
      m4: { id: "/src/features/contact/contact-form.tsx", moduleParts: { "assets/home.js": "p4", "assets/other.js": "p5" } },
      m5: { id: "/src/lib/empty.css", moduleParts: { "assets/home.js": "p6" } },
    },
    nodeParts: {
      p1: { renderedLength: 600, metaUid: "m1" },
      p2: { renderedLength: 200, metaUid: "m2" },
      p3: { renderedLength: 150, metaUid: "m3" },
      p4: { renderedLength: 50, metaUid: "m4" },
      p5: { renderedLength: 10, metaUid: "m4" },
      p6: { renderedLength: 0, metaUid: "m5" },
    },
  };
  const descriptions = describeChunks(data);
  expect(descriptions.get("assets/home.js")).toBe("zod 80%, src/routes 15%, src/features/contact 5%");
  expect(descriptions.get("assets/other.js")).toBe("src/features/contact 100%");
});
