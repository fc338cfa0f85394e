import styled from 'styled-components';
import { Card } from '@vg/shared';
import { ContactUsButton } from '../../contact/contact-us-button';

/** The anchor other screens link to, e.g. the suspended-account toast's Contact Us action. */
export const CONTACT_SECTION_ID = 'contact';

const ContactCard = styled(Card).attrs({ as: 'section' })`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  /* Clear of the sticky top bar when the page is opened at #contact. */
  scroll-margin-top: ${({ theme }) => theme.space(12)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space(3)};
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.type.size.xl};
  color: ${({ theme }) => theme.color.primary};
`;

const Text = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  max-width: ${({ theme }) => theme.layout.readableMaxWidth};
`;

export function ContactSection() {
  return (
    <ContactCard id={CONTACT_SECTION_ID} aria-labelledby="contact-heading">
      <div>
        <Heading id="contact-heading">Contact us</Heading>
        <Text>
          A question about your account, an idea for the registry, or a car we should know about?
          Write to the people who run Vintage Garage; we read every message and reply by email.
        </Text>
      </div>
      <ContactUsButton variant="primary">Send us a message</ContactUsButton>
    </ContactCard>
  );
}
