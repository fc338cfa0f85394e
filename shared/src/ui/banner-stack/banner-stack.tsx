import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { BANNER_KIND_LABELS, useBanners, type Banner, type BannerKind } from '../../banners';
import { Button } from '../button/button';
import { ButtonLink } from '../button/button-link';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';

const kindIcons: Record<BannerKind, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'warning',
  error: 'error',
};

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)} 0`};

  &:empty {
    display: none;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)} 0`};
  }
`;

const BannerBox = styled.div<{ $kind: BannerKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  background: ${({ theme, $kind }) => theme.tone[$kind].bg};
  color: ${({ theme, $kind }) => theme.tone[$kind].fg};
  border: 1px solid ${({ theme, $kind }) => theme.tone[$kind].border};
  border-left-width: 4px;
  border-left-color: ${({ theme, $kind }) => theme.tone[$kind].fg};
  border-radius: ${({ theme }) => theme.radius.md};

  > svg {
    flex: none;
    margin-top: 2px;
  }
  /* On a phone the buttons go under the text: beside it they left it a word a line. */
  ${({ theme }) => theme.media.mobile} {
    flex-wrap: wrap;
  }
`;

const Message = styled.p`
  flex: 1;
  min-width: 0;
  padding-top: 1px;
`;

// A 32px button beside a 24px line of text: pulled up and down by 4px to sit centred on it.
const DismissSlot = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  margin: -${({ theme }) => theme.space(0.5)} 0;
  ${({ theme }) => theme.media.mobile} {
    flex-basis: 100%;
    margin: 0;
  }
`;

const KindLabel = styled.strong`
  margin-right: ${({ theme }) => theme.space(0.5)};
`;

export interface BannerViewProps {
  kind: BannerKind;
  text: string;
  /** The banner's buttons; each is given the id of the text, to be described by it. */
  actions: (messageId: string) => ReactNode;
}

/** One banner as people see it: tone, icon and word of its kind, its text, its buttons. */
export function BannerView({ kind, text, actions }: BannerViewProps) {
  const messageId = useId();
  return (
    <BannerBox $kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      <Icon name={kindIcons[kind]} />
      <Message id={messageId}>
        {/* The space keeps label and text two words for screen readers, too. */}
        <KindLabel>{BANNER_KIND_LABELS[kind]}</KindLabel> {text}
      </Message>
      <DismissSlot>{actions(messageId)}</DismissSlot>
    </BannerBox>
  );
}

function BannerItem({ banner, onDismiss }: { banner: Banner; onDismiss: () => void }) {
  return (
    <BannerView
      kind={banner.kind}
      text={banner.text}
      actions={(messageId) => (
        <>
          {banner.link ? (
            <ButtonLink to={banner.link.to} variant="secondary" size="sm">
              {banner.link.label}
            </ButtonLink>
          ) : null}
          {/* Several banners mean several 'Dismiss' buttons: each is described by its own text. */}
          <Button variant="ghost" size="sm" onClick={onDismiss} aria-describedby={messageId}>
            Dismiss
          </Button>
        </>
      )}
    />
  );
}

/**
 * The banners raised through `showBanner`, newest first, at the top of the page, after any the
 * app renders itself (`children`, e.g. one with its own action). Each kind has its tone, its
 * icon and its word, so no one needs to tell colours apart.
 */
export function BannerStack({ children }: { children?: ReactNode }) {
  const { banners, dismissBanner } = useBanners();
  return (
    <Stack>
      {children}
      {banners.map((banner) => (
        <BannerItem key={banner.id} banner={banner} onDismiss={() => dismissBanner(banner.id)} />
      ))}
    </Stack>
  );
}
