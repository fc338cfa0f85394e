import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { InlineList } from '@vg/shared';
import { registryHref, type RegistryParams } from './api/registry-params';

const Trail = styled.nav`
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
  a:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

export interface RegistryTrailProps {
  params: RegistryParams;
  /** The names as keepers spell them, once the server said; the address holds keys. */
  makeName: string | null;
  modelName: string | null;
}

/** All makes › Alfa Romeo › Giulia Sprint GT › 1964: where I am, each step a way back up. */
export function RegistryTrail({ params, makeName, modelName }: RegistryTrailProps) {
  const keep = { q: params.q, sort: params.sort, groupSort: params.groupSort };
  const steps = [
    { label: 'All makes', href: registryHref(keep) },
    ...(params.make
      ? [{ label: makeName ?? params.make, href: registryHref({ ...keep, make: params.make }) }]
      : []),
    ...(params.model
      ? [
          {
            label: modelName ?? params.model,
            href: registryHref({ ...keep, make: params.make, model: params.model }),
          },
        ]
      : []),
    ...(params.year !== null ? [{ label: String(params.year), href: '' }] : []),
  ];
  return (
    <Trail aria-label="Registry levels">
      <InlineList as="ol">
        {steps.map((step, index) => (
          <li key={step.label}>
            {index === steps.length - 1 ? (
              <span aria-current="page">{step.label}</span>
            ) : (
              <Link to={step.href}>{step.label}</Link>
            )}
          </li>
        ))}
      </InlineList>
    </Trail>
  );
}
