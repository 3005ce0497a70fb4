// Types of the virtual modules built by pipeline/content/content-plugin.ts.
declare module "virtual:content/site" {
  export const site: import("./lib/content-model/site-schema.ts").PageSite;
}

/** Build time only (the about route's loader); empty in the browser. */
declare module "virtual:content/about" {
  export const about: import("./lib/content-model/site-schema.ts").AboutWords;
}

declare module "virtual:content/case-studies" {
  /** The listed (public) case studies, newest first. */
  export const caseStudies: readonly import("./lib/content-model/case-study-schema.ts").CaseStudy[];
}

declare module "virtual:content/tags" {
  /** The listed case studies' tags, each once, sorted by name (src/lib/list-tags.ts). */
  export const tagNames: readonly string[];
}

/** Build time only (the case study route's loader); empty in the browser. */
declare module "virtual:content/case-study-pages" {
  export const caseStudyPages: Readonly<
    Record<
      string,
      {
        caseStudy: import("./lib/content-model/case-study-schema.ts").CaseStudy;
        /** Where the browser loads the body's chunk from. */
        bodyUrl: string;
        /** The site paths of the files it names under public/. */
        files: readonly string[];
        loadBody: () => Promise<import("./lib/content-model/case-study-body.ts").CaseStudyBodyModule>;
      }
    >
  >;
}

declare module "virtual:content/images" {
  export const images: Readonly<Record<string, import("./lib/image-info.ts").ImageInfo>>;
}
