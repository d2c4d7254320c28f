/** [type, content, options, answer, explanation] of the demo question bank (spec §3 type codes). */
export type DemoQuestion = [number, string, string[], string, string];
