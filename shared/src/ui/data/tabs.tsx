import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

// Tabs wrap onto a second line rather than scroll: a scrolled-off tab ('Modifica…') gave no
// sign that there was more on a phone.
const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space(0.5)};
  border-bottom: 1px solid ${({ theme }) => theme.color.hairline};
`;

const Tab = styled.button`
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

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space(3)};

  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Names the tab list for assistive technology. */
  label: string;
  /** Controlled selection (a tab id); leave out to let Tabs keep its own. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop for the list, arrow keys (and Home/End) move between
 * tabs and select them, Tab moves on into the panel.
 */
export function Tabs({ tabs, label, value, defaultValue, onValueChange }: TabsProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  // A selection that no longer matches a tab falls back to the first, so one tab always stays
  // reachable by keyboard.
  const selectedTab = tabs.find((tab) => tab.id === (value ?? ownValue)) ?? tabs[0];
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setOwnValue(id);
    onValueChange?.(id);
  };

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const currentIndex = selectedTab ? tabs.indexOf(selectedTab) : 0;
    const lastIndex = tabs.length - 1;
    const targetIndexByKey: Partial<Record<string, number>> = {
      ArrowRight: currentIndex === lastIndex ? 0 : currentIndex + 1,
      ArrowLeft: currentIndex === 0 ? lastIndex : currentIndex - 1,
      Home: 0,
      End: lastIndex,
    };
    const targetIndex = targetIndexByKey[event.key];
    const target = targetIndex === undefined ? undefined : tabs[targetIndex];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={moveFocus}>
        {tabs.map((tab) => {
          const selected = tab === selectedTab;
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              // Only the selected panel exists in the DOM, so only it may be referenced.
              aria-controls={selected ? panelId(tab.id) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      {selectedTab ? (
        <Panel
          role="tabpanel"
          id={panelId(selectedTab.id)}
          aria-labelledby={tabId(selectedTab.id)}
          tabIndex={0}
        >
          {selectedTab.content}
        </Panel>
      ) : null}
    </div>
  );
}
