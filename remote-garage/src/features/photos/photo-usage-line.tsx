import { theme } from '@vg/shared';
import { formatStorageSize } from '@vg/contract/rules';
import styled from 'styled-components';
import { usePhotoUsage } from './api/photo-usage';

/** From here on the line and its bar turn to the warning tone: time to make room. */
const NEARLY_FULL = 0.9;

const Line = styled.div`
  display: grid;
  gap: ${theme.space(0.5)};
  max-width: 320px;
  font-size: ${theme.type.size.sm};
  color: ${theme.color.textMuted};
  ${theme.type.tabularNums}

  &[data-nearly-full='true'] {
    color: ${theme.tone.warning.fg};
  }
`;

const Bar = styled.div`
  height: 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceSunken};
  border: 1px solid ${theme.color.hairline};
  overflow: hidden;

  span {
    display: block;
    height: 100%;
    background: ${theme.color.primary};
  }
  [data-nearly-full='true'] & span {
    background: ${theme.tone.warning.border};
  }
`;

/**
 * "Photos use 12.4 MB of 500 MB", with a thin bar: the member sees their room before an upload is
 * refused for it. Shows nothing until the answer is in, and nothing if it fails (the photos matter
 * more than the figure).
 */
export function PhotoUsageLine() {
  const usage = usePhotoUsage();
  if (!usage.data) return null;
  const { usedBytes, quotaBytes } = usage.data;
  const share = Math.min(1, usedBytes / quotaBytes);
  const text = `Photos use ${formatStorageSize(usedBytes)} of ${formatStorageSize(quotaBytes)}`;
  return (
    <Line data-nearly-full={share >= NEARLY_FULL}>
      <span>
        {text}
        {share >= NEARLY_FULL ? ' — delete some photos to make room for more.' : ''}
      </span>
      <Bar
        role="meter"
        aria-label="Room used by your photos"
        aria-valuemin={0}
        aria-valuemax={quotaBytes}
        aria-valuenow={usedBytes}
        aria-valuetext={text}
      >
        <span style={{ width: `${share * 100}%` }} />
      </Bar>
    </Line>
  );
}
