import styled from 'styled-components';

const Track = styled.div`
  width: 100%;
  height: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.primary};
  transition: width ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
`;

const Caption = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
  font-variant-numeric: tabular-nums;
`;

/** How much of a file has been sent, as a bar and in words (a real progressbar for screen readers). */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <div>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Caption aria-hidden="true">
        {label}: {percent}%
      </Caption>
    </div>
  );
}
