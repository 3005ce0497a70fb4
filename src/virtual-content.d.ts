// Types of the virtual modules built by pipeline/content/content-plugin.ts.
declare module "virtual:content/site" {
  export const site: import("./lib/content-model/site-schema.ts").Site;
}

declare module "virtual:content/case-studies" {
  export const caseStudies: readonly import("./lib/content-model/case-study-schema.ts").CaseStudy[];
  export const caseStudyBodies: Readonly<
    Record<string, () => Promise<import("./lib/content-model/case-study-body.ts").CaseStudyBodyModule>>
  >;
}

declare module "virtual:content/images" {
  export const images: Readonly<Record<string, import("./lib/image-info.ts").ImageInfo>>;
}
