import { theme } from '@vg/shared';
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

const Prose = styled.div`
  max-width: ${theme.layout.readableMaxWidth};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
  line-height: ${theme.type.lineHeight.normal};

  ul {
    padding-left: ${theme.space(3)};
  }
`;

// Bold and italics only: a story is prose, and rendering nothing as HTML keeps it safe to show anyone.
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|\*[^*]+\*)/g).map((part, index) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      return <strong key={index}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2)
      return <em key={index}>{part.slice(1, -1)}</em>;
    return <Fragment key={index}>{part}</Fragment>;
  });
}

/** A vehicle's story, written in a small safe subset of markdown: paragraphs, bullet lists, bold, italics. */
export function StoryText({ text }: { text: string }) {
  const blocks = text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <Prose>
      {blocks.map((block, index) => {
        const lines = block.split('\n');
        if (lines.every((line) => /^[-*]\s+/.test(line))) {
          return (
            <ul key={index}>
              {lines.map((line, lineIndex) => (
                <li key={lineIndex}>{inline(line.replace(/^[-*]\s+/, ''))}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{inline(lines.join(' '))}</p>;
      })}
    </Prose>
  );
}
