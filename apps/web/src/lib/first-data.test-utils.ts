/** Tests only: writes the server's answers element (lib/first-data.ts) with `text` into the head. */
export function writeFirstData(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'coal-first-data';
  script.textContent = text;
  document.head.appendChild(script);
}

/** Tests only: removes it again. */
export const removeFirstData = () => document.getElementById('coal-first-data')?.remove();
