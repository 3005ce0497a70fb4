import "./profile.css";

export function Biography({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="biography">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
