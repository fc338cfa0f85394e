import { screen } from '@testing-library/react';
import { renderGarage } from '../../../test/render-garage';
import { OwnershipForm } from './ownership-form';

describe('OwnershipForm', () => {
  it('says under the notes field who sees them', () => {
    renderGarage(
      <OwnershipForm vehicleId="v1" pending={false} onSubmit={jest.fn()} onCancel={jest.fn()} />,
    );
    expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription(
      'Only you see these notes, unless you include them in a share link or a sale dossier.',
    );
  });
});
