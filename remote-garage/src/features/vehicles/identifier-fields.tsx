import { CheckboxField, Icon, SelectField, TextField } from '@vg/shared';
import { FieldRow, WarningNote } from '../../lib/form-layout';
import type { FieldErrors } from '@vg/shared/forms';
import { adviseIdentifier, type IdentifierKind } from '@vg/contract/rules';
import { IDENTIFIER_KIND_LABELS } from './identifier';
import { optionsOf } from '../../entities/vehicles/vehicle-labels';

const NUMBER_LABELS: Record<Exclude<IdentifierKind, 'none'>, string> = {
  vin: 'VIN',
  serial: 'Serial number',
  chassis: 'Chassis or frame number',
};

interface IdentifierFieldsProps {
  kind: IdentifierKind;
  identifier: string;
  confirmed: boolean;
  errors: FieldErrors;
  onKindChange: (kind: IdentifierKind) => void;
  onIdentifierChange: (identifier: string) => void;
  onConfirmedChange: (confirmed: boolean) => void;
}

/**
 * The vehicle's number as owners of old cars know it. A VIN is checked as it is typed; a check
 * digit that does not add up is a warning to confirm (many European VINs never used it).
 */
export function IdentifierFields(props: IdentifierFieldsProps) {
  const { kind, identifier, confirmed, errors } = props;
  const advice = adviseIdentifier(kind, identifier);
  return (
    <>
      <FieldRow>
        <SelectField
          label="Identifier"
          hint="Cars built before 1981 carry a maker's serial or a chassis number instead of a VIN."
          options={optionsOf(IDENTIFIER_KIND_LABELS)}
          value={kind}
          error={errors.identifierKind}
          onChange={(event) => props.onKindChange(event.target.value as IdentifierKind)}
        />
        {kind === 'none' ? null : (
          <TextField
            label={NUMBER_LABELS[kind]}
            hint={
              advice.state === 'ok' || advice.state === 'check-digit-mismatch'
                ? `Exactly as stamped. Found by: ${advice.key}`
                : 'Exactly as stamped, spaces and dashes included. Leave it blank to add it later.'
            }
            autoComplete="off"
            spellCheck={false}
            value={identifier}
            error={errors.identifier}
            onChange={(event) => props.onIdentifierChange(event.target.value)}
          />
        )}
      </FieldRow>
      {advice.state === 'check-digit-mismatch' ? (
        <WarningNote>
          <Icon name="warning" />
          <div>
            <p>
              The check digit (9th character) should be <strong>{advice.expected}</strong> but is{' '}
              <strong>{advice.actual}</strong>. Check the plate for a mistyped character; some
              makers never used the check digit.
            </p>
            <CheckboxField
              label="I have checked the plate: keep this VIN as stamped"
              checked={confirmed}
              error={errors.identifierConfirmed}
              onChange={(event) => props.onConfirmedChange(event.target.checked)}
            />
          </div>
        </WarningNote>
      ) : null}
    </>
  );
}
