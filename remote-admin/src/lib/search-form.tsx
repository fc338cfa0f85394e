import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Cluster, TextField } from '@vg/shared';

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
  hint: string;
  submitLabel: string;
  /** 'search' where the browser's clear button helps. */
  type?: 'search' | 'text';
  /** Called on submit with the typed text, trimmed; a list searches only then, not per key. */
  onSearch: (text: string) => void;
}

/** An admin search: one field and its button, side by side until the screen is narrow. */
export function SearchForm({ label, hint, submitLabel, type, onSearch }: SearchFormProps) {
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <Form role="search" onSubmit={submit}>
      <TextField
        label={label}
        hint={hint}
        type={type}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Cluster>
        <Button type="submit" variant="secondary">
          {submitLabel}
        </Button>
      </Cluster>
    </Form>
  );
}
