// The owner's room's one script (built by vite.owner.config.ts, served by server/owner/room-assets.ts),
// composed here as root.tsx composes the site: the room's pages are rendered by the server and work
// without it; it adds the sign-in's proof of work and the 'Copy address' button.
// Its styles, the site's design tokens and base then the room's own, come out as one stylesheet that
// every room page links, so the pages are styled whether or not the script runs.
import "./styles/global.css";
import "./features/owner-room/room.css";
import { enhanceCopyButtons } from "./features/owner-room/copy-buttons.ts";
import { enhanceSignIn } from "./features/owner-room/sign-in-with-proof.ts";

enhanceSignIn(document);
enhanceCopyButtons(document, navigator.clipboard);
