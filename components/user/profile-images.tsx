import { Card } from 'antd';
import { useAppSelector } from '../../redux/hooks';
import ImageUpload from './image-upload';

/** Account page: the avatar and the cover, each with its own upload. */
export default function ProfileImages() {
  const user = useAppSelector((s) => s.user.current);
  return (
    <Card title="Profile pictures" data-testid="profile-images">
      <ImageUpload kind="avatar" label="Avatar" hint="JPEG, PNG, WebP or GIF up to 5 MB; cropped to a square." current={user.avatar} />
      <ImageUpload kind="cover" label="Cover" hint="A wide picture (shown at 1600 × 500) up to 5 MB." current={user.cover} />
    </Card>
  );
}
