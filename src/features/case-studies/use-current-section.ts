import { useEffect, useState } from "react";

// A section is being read once its heading has passed the top quarter of the window.
const READING_LINE = 0.25;

/**
 * The id of the section being read, among `ids` in page order: the last heading above the reading
 * line, or, scrolled to the very end, the last one on screen (a short last section never reaches
 * the line). Undefined above the first heading.
 */
export function useCurrentSection(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  const key = ids.join(" ");
  useEffect(() => {
    const headings = key
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((heading) => heading !== null);
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight * READING_LINE;
      const isAtEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let found: string | undefined;
      for (const heading of headings) {
        const { top } = heading.getBoundingClientRect();
        if (top <= line || (isAtEnd && top < window.innerHeight)) found = heading.id;
      }
      setCurrent(found);
    };
    // At most once a frame, however fast the scroll events come.
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [key]);
  return current;
}
