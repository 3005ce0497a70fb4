// docs/product.md#prototype-viewer: the prototype viewer's constants, named once here. Free of zod,
// so the viewer's code can use them without the schema (content-model/prototype-settings-schema.ts) reaching the browser.
export const DESKTOP_BASE_WIDTH = 1440;
export const MOBILE_BASE_WIDTH = 390;
export const DESKTOP_ZOOM = 1;
export const MOBILE_ZOOM = 0.9;
export const ZOOM_MIN = 0.3;
export const ZOOM_MAX = 1;
/** Width to height; prototype-viewer.css reserves the same ratios before anything loads. */
export const ASPECT_RATIOS = { desktop: [16, 9], mobile: [9, 16] } as const;
