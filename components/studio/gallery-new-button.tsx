import GalleryDetailsForm from './gallery-details-form';
import NewItemButton from './new-item-button';

/** Studio > Galleries: "New gallery", opening its form. */
export default function GalleryNewButton() {
  return (
    <NewItemButton label="New gallery" data-testid="new-gallery">
      {(close) => <GalleryDetailsForm onDone={close} />}
    </NewItemButton>
  );
}
