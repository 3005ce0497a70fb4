import { createContext, type ReactNode, type RefObject, useContext, useEffect, useMemo, useState } from "react";

// docs/product.md#header-and-navigation: the avatar fades while the hero is more than half visible.
export const HERO_VISIBILITY_THRESHOLD = 0.5;

interface HeroVisibility {
  /** undefined until a hero reports, so the page can assume it is on screen before hydration. */
  isHeroVisible: boolean | undefined;
  setHeroVisible: (visible: boolean | undefined) => void;
}

const HeroVisibilityContext = createContext<HeroVisibility>({ isHeroVisible: undefined, setHeroVisible: () => {} });

export function HeroVisibilityProvider({ children }: { children: ReactNode }) {
  const [isHeroVisible, setHeroVisible] = useState<boolean | undefined>(undefined);
  const value = useMemo(() => ({ isHeroVisible, setHeroVisible }), [isHeroVisible]);
  return <HeroVisibilityContext value={value}>{children}</HeroVisibilityContext>;
}

export function useHeroVisibility(): boolean | undefined {
  return useContext(HeroVisibilityContext).isHeroVisible;
}

/** Reports whether the element is more than half visible, for as long as it is mounted. */
export function useReportHeroVisibility(ref: RefObject<HTMLElement | null>): void {
  const { setHeroVisible } = useContext(HeroVisibilityContext);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setHeroVisible(entry.intersectionRatio > HERO_VISIBILITY_THRESHOLD);
      },
      { threshold: HERO_VISIBILITY_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      setHeroVisible(undefined);
    };
  }, [ref, setHeroVisible]);
}
