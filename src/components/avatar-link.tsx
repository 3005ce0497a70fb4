import { Link, useLocation } from "react-router";
import { useHeroVisibility } from "./hero-visibility";

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
      <img src={src} alt="" width="40" height="40" />
      <span className="avatar-link__name">{name}</span>
    </Link>
  );
}
