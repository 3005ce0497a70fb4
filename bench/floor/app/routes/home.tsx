export function meta() {
  return [{ title: "Floor: home" }, { name: "description", content: "The framework floor's home page." }];
}

export default function Home() {
  return (
    <>
      <h1>Home</h1>
      <p>The smallest page React Router can prerender and hydrate.</p>
    </>
  );
}
