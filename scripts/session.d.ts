// Types for session.js, which stays plain JavaScript so `npm run bench` needs no build.

export interface Session {
  boards: number[][];
  ns: number[][];
  ew: number[][];
  entries: (number | string)[][];
}

export function session(rows: number, tables?: number, adjusted?: number): Session;
