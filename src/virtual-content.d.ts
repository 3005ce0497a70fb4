// Types of the virtual modules built by pipeline/content/content-plugin.ts.
declare module "virtual:content/site" {
  export const site: import("./lib/site-schema").Site;
}

declare module "virtual:content/case-studies" {
  export const caseStudies: readonly import("./features/case-studies/case-study").CaseStudy[];
  export const caseStudyBodies: Readonly<Record<string, () => Promise<{ default: import("mdx/types").MDXContent }>>>;
}

declare module "virtual:content/images" {
  export const images: Readonly<Record<string, import("./lib/image-info").ImageInfo>>;
}
