import { render, screen, waitFor } from '@testing-library/react';
import { VgThemeProvider } from '@vg/shared';
import { CommentText } from './comment-text';

/** Rendered, once the Markdown renderer (loaded on demand) has replaced the plain text. */
async function renderText(text: string) {
  const result = render(
    <VgThemeProvider>
      <CommentText text={text} />
    </VgThemeProvider>,
  );
  await waitFor(() => expect(result.container.querySelector('[aria-busy]')).toBeNull());
  return result;
}

describe('CommentText', () => {
  it('renders links, emphasis and lists; links carry rel="nofollow ugc noopener"', async () => {
    await renderText(
      'Rebuilt the *SU carbs* with **new** needles, see [the guide](https://example.org/su).\n\n- jets\n- floats',
    );
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute(
      'href',
      'https://example.org/su',
    );
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener',
    );
    expect(screen.getByText('SU carbs').tagName).toBe('EM');
    expect(screen.getByText('new').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'jets',
      'floats',
    ]);
  });

  it('never renders HTML typed into a comment', async () => {
    const { container } = await renderText(
      'Hello <img src=x onerror="alert(1)"> <script>alert(2)</script><b>bold</b>',
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container).toHaveTextContent('Hello');
  });

  it('keeps headings, images and code as plain text, and refuses script links', async () => {
    const { container } = await renderText(
      '# Big\n\n![a photo](https://example.org/p.jpg)\n\n`code` [click](javascript:alert(1))',
    );
    expect(container.querySelector('h1, img, code')).toBeNull();
    expect(container).toHaveTextContent('Big');
    expect(container).toHaveTextContent('code');
    expect(screen.getByText('click').getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });
});
