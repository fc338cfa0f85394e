import type { ReactNode } from 'react';
import { Stack } from '@vg/shared';

export interface Faq {
  question: string;
  answer: ReactNode;
}

/** Questions as headings (so a screen reader can jump between them), each followed by its answer. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <>
      {faqs.map((faq) => (
        <Stack key={faq.question} gap={1}>
          <h3>{faq.question}</h3>
          {faq.answer}
        </Stack>
      ))}
    </>
  );
}
