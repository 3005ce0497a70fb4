import { Prerendered } from "../../components/prerendered.tsx";
import "./profile.css";

export function Biography({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Prerendered as="div" className="biography">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Prerendered>
  );
}
