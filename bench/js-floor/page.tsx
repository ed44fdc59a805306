export function Component() {
  return <p>A lazy route.</p>;
}
