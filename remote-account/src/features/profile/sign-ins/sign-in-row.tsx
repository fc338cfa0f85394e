import styled from 'styled-components';
import { Badge, Button } from '@vg/shared';
import type { SignIn } from './api/list-sign-ins';
import { activityText, deviceName, methodText, signInDate } from './sign-in-texts';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(1.5)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.hairline};

  &:last-child {
    border-bottom: none;
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 0;
`;

const Device = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.type.weight.bold};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
`;

export interface SignInRowProps {
  session: SignIn;
  onSignOut: (session: SignIn) => void;
  signingOut: boolean;
}

/** One session: which device, how and when it signed in, from where, and a way to end it. */
export function SignInRow({ session, onSignOut, signingOut }: SignInRowProps) {
  const device = deviceName(session);
  const date = signInDate(session);
  const how = methodText(session);
  return (
    <Row>
      <Details>
        <Device>
          {device}
          {session.current ? <Badge tone="success">This device</Badge> : null}
        </Device>
        <Meta>
          Signed in {date}
          {how ? ` ${how}` : ''}
          {session.ip ? ` from ${session.ip}` : ''}
        </Meta>
        <Meta>{activityText(session)}</Meta>
      </Details>
      {/* This browser signs out from the account menu, which also leaves the page. */}
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Sign out ${device} signed in ${date}`}
          loading={signingOut}
          onClick={() => onSignOut(session)}
        >
          Sign out
        </Button>
      )}
    </Row>
  );
}
