/**
 * The language the user chose, sent with every call as Accept-Language: the server labels the menu in
 * it (the browser's own header says what the browser prefers, not what the user picked in the navbar).
 */
let current = '';

export function setRequestLanguage(language: string): void {
  current = language;
}

export const requestLanguage = (): string => current;
