import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonVariant } from '../button';
import { Cluster } from '../layout';
import { TextField } from './text-field';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};

  & > :first-child {
    flex: 1 1 240px;
  }
`;

export interface SearchFormProps {
  label: string;
  hint?: string;
  /** 'search' where the browser's clear button helps. */
  type?: 'search' | 'text';
  maxLength?: number;
  /** The search in force (kept in the address, say): the field follows it when it changes. */
  query?: string;
  /** The search landmark's name, where a page could have more than one. */
  name?: string;
  submitLabel?: string;
  submitVariant?: ButtonVariant;
  /** Called on submit with the typed text, trimmed: a list searches then, not on every key. */
  onSearch: (text: string) => void;
  /** Buttons beside the submit button (Clear search). */
  children?: ReactNode;
}

/** A search: one field and its buttons, side by side until the screen is narrow. */
export function SearchForm({
  label,
  hint,
  type,
  maxLength,
  query = '',
  name,
  submitLabel = 'Search',
  submitVariant = 'primary',
  onSearch,
  children,
}: SearchFormProps) {
  const [typed, setTyped] = useState(query);
  // Back and forward change the address: the field follows it.
  useEffect(() => setTyped(query), [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <Form role="search" aria-label={name} onSubmit={submit}>
      <TextField
        label={label}
        hint={hint}
        type={type}
        maxLength={maxLength}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Cluster>
        <Button type="submit" variant={submitVariant}>
          {submitLabel}
        </Button>
        {children}
      </Cluster>
    </Form>
  );
}
