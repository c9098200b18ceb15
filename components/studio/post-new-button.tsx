import NewItemButton from './new-item-button';
import PostDetailsForm from './post-details-form';

/** Studio > Posts: "New post", opening its form. */
export default function PostNewButton() {
  return (
    <NewItemButton label="New post" data-testid="new-post">
      {(close) => <PostDetailsForm onDone={close} />}
    </NewItemButton>
  );
}
