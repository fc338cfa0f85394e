import { screen } from '@testing-library/react';
import { renderGarage } from '../../../test/render-garage';
import { OwnershipForm } from './ownership-form';

describe('OwnershipForm', () => {
  it('says under the notes field who sees them', () => {
    renderGarage(
      <OwnershipForm vehicleId="v1" pending={false} onSubmit={jest.fn()} onCancel={jest.fn()} />,
    );
    expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription(
      'Only those who keep or work on this car see these notes, unless they are included in a share link or a sale dossier.',
    );
  });
});
