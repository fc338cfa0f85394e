import * as RadixTabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { TabsProps } from './tabs-props';

// Tabs wrap onto a second line rather than scroll: a scrolled-off tab ('Modifica…') gave no
// sign that there was more on a phone.
const TabList = styled(RadixTabs.List)`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space(0.5)};
  border-bottom: 1px solid ${({ theme }) => theme.color.hairline};
`;

const Tab = styled(RadixTabs.Trigger)`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.type.weight.medium};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
    outline-offset: -3px;
  }
`;

const Panel = styled(RadixTabs.Content)`
  padding-top: ${({ theme }) => theme.space(3)};

  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

/** What Tabs shows once Radix has loaded (tabs.tsx). */
export default function RadixTabsView({
  tabs,
  label,
  value,
  defaultValue,
  onValueChange,
}: TabsProps) {
  // An object, so each choice renders again even when the caller keeps its own value.
  const [own, setOwn] = useState({ id: defaultValue });
  // A selection that no longer matches a tab falls back to the first, so one tab always stays
  // reachable by keyboard.
  const selectedId = (tabs.find((tab) => tab.id === (value ?? own.id)) ?? tabs[0])?.id ?? '';

  // Radix selects a tab on pointer down and again when it takes focus, which can come before the
  // new choice has rendered: the caller hears of each choice once.
  const lastChoice = useRef(selectedId);
  useEffect(() => {
    lastChoice.current = selectedId;
  });

  const select = (id: string) => {
    if (id === lastChoice.current) return;
    lastChoice.current = id;
    setOwn({ id });
    onValueChange?.(id);
  };

  return (
    <RadixTabs.Root value={selectedId} onValueChange={select}>
      <TabList aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.id} value={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <Panel key={tab.id} value={tab.id}>
          {tab.content}
        </Panel>
      ))}
    </RadixTabs.Root>
  );
}
