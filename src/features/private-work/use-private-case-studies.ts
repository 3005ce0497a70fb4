import { useEffect, useState } from "react";
import type { CaseStudy } from "../../lib/content-model/case-study-schema.ts";
import { addPageImages } from "../../lib/image-infos.ts";
import { PRIVATE_CARDS_PATH, PRIVATE_HINT_COOKIE, readPrivateCards } from "./private-cards.ts";

/**
 * The protected case studies this visitor may open, asked for once the page has started and only when
 * the hint cookie says there may be some; none on the first render, so the page hydrates as prerendered.
 */
export function usePrivateCaseStudies(): readonly CaseStudy[] {
  const [privateOnes, setPrivateOnes] = useState<readonly CaseStudy[]>([]);
  useEffect(() => {
    if (!document.cookie.split(/;\s*/).includes(`${PRIVATE_HINT_COOKIE}=1`)) return;
    const controller = new AbortController();
    fetch(PRIVATE_CARDS_PATH, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: unknown) => {
        const { caseStudies, images } = readPrivateCards(body);
        addPageImages(images);
        setPrivateOnes(caseStudies);
      })
      // Offline, or the session ended: the public list stands as it is.
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return privateOnes;
}
