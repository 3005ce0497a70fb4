import { DeferredPart, partCode } from "../../components/deferred-part.tsx";
import type { PrototypeViewerProps } from "./prototype-viewer.tsx";
// With the page, not with the viewer's code: the prerendered viewer is styled before it runs.
import "./prototype-viewer.css";

const viewerCode = partCode(() => import("./prototype-viewer.tsx").then((module) => module.PrototypeViewer));

/**
 * The prototype viewer, whose code loads when a visitor comes to it (docs/decisions/020-code-on-intent.md):
 * until then the page shows its prerendered poster and controls.
 */
export function PrototypeViewer(props: PrototypeViewerProps) {
  return <DeferredPart code={viewerCode} props={props} />;
}
