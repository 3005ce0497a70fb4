export function meta() {
  return [{ title: "Floor: about" }, { name: "description", content: "The framework floor's second page." }];
}

export default function About() {
  return (
    <>
      <h1>About</h1>
      <p>A second route, so the app has client-side navigation to code-split.</p>
    </>
  );
}
