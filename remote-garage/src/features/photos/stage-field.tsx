import { SelectField } from '@vg/shared';
import { STAGE_LABELS, type PhotoStage } from '../../entities/photos/api/photo-types';
import { optionsOf } from '../../entities/vehicles/vehicle-labels';

/** The photo's stage, as the upload panel and the details dialog both ask it ('' is not stated). */
export function StageField({
  value,
  onChange,
}: {
  value: PhotoStage | '';
  onChange: (stage: PhotoStage | '') => void;
}) {
  return (
    <SelectField
      label="Stage"
      placeholder="Not stated"
      options={optionsOf(STAGE_LABELS)}
      value={value}
      onChange={(event) => onChange(event.target.value as PhotoStage | '')}
    />
  );
}
