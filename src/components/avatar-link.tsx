import { Link, useLocation } from "react-router";
import { IMAGE_SIZES } from "../lib/image-sizes.ts";
import { useHeroVisibility } from "./hero-visibility.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

interface AvatarLinkProps {
  name: string;
  src: string;
}

/** The round link home; on home it stays out of sight while the hero (which shows the same name) is on screen. */
export function AvatarLink({ name, src }: AvatarLinkProps) {
  const isHome = useLocation().pathname === "/";
  const isHeroVisible = useHeroVisibility();
  const isFaded = isHome && isHeroVisible !== false;
  return (
    <Link to="/" className="avatar-link" data-faded={isFaded} aria-label={`${name}, home`}>
      <ResponsiveImage src={src} alt="" sizes={IMAGE_SIZES.headerAvatar} loading="eager" />
      <span className="avatar-link__name">{name}</span>
    </Link>
  );
}
