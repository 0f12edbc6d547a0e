// The subjects the generator knows, in the order a title is matched against them (the most
// specific first: 'Controle de Portão' is about the controle, 'Motor de Portão' about the motor).
import { BASCULANTE, DESLIZANTE, PIVOTANTE, PORTAO } from "./subjects-gates";
import { CENTRAL, CONTROLE, CREMALHEIRA, FIM_DE_CURSO, FOTOCELULA, MOTOR } from "./subjects-parts";
import type { Subject } from "./types";
import { fold } from "../text";

const SUBJECTS: { subject: Subject; words: RegExp }[] = [
  { subject: FOTOCELULA, words: /\bfotocelula|\bsensor(es)? (de seguranca|fotoeletric)/ },
  { subject: FIM_DE_CURSO, words: /\bfim de curso|\bfins de curso/ },
  { subject: CONTROLE, words: /\bcontroles?\b|\breceptor/ },
  { subject: CREMALHEIRA, words: /\bcremalheira|\bpinhao/ },
  { subject: CENTRAL, words: /\bcentra(l|is)\b|\bplacas?\b/ },
  { subject: PIVOTANTE, words: /\bpivotante/ },
  { subject: BASCULANTE, words: /\bbasculante/ },
  { subject: DESLIZANTE, words: /\bdeslizante|\bde correr\b/ },
  { subject: MOTOR, words: /\bmotor(es)?\b|\bautomatizador/ },
];

/** The subject a title is about; the gate as a whole when it names no part. */
export function subjectOf(foldedTitle: string): Subject {
  return SUBJECTS.find((s) => s.words.test(foldedTitle))?.subject ?? PORTAO;
}

/**
 * Whether a folded text names the subject (its own words, as a title is matched; the gate as a
 * whole by 'portão'), for the quality floor's "the title's subject in its headings and body".
 */
export function mentionsSubject(subject: Subject, foldedText: string): boolean {
  const own = SUBJECTS.find((s) => s.subject.id === subject.id);
  return (own ? own.words : /\bport(ao|oes)\b/).test(foldedText) || foldedText.includes(fold(subject.noun));
}
