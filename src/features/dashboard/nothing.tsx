export function Nothing({ text }: { text: string }) {
  return <p className="dashboard-nothing">{text}</p>;
}
