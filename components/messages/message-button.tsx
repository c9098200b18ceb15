import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { PAGE_ROUTES } from '../../lib/constants';
import { loginPath } from '../../lib/return-path';
import { useAppSelector } from '../../redux/hooks';
import LightButton from '../common/light-button';

/** "Message": to the conversation with this person (or to write the first message); a visitor signs in first. */
export default function MessageButton({ userId }: { userId: string }) {
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const isSelf = useAppSelector((s) => s.user.current._id === userId);
  if (isSelf) return null;
  const href = `${PAGE_ROUTES.messages}/with/${encodeURIComponent(userId)}`;
  return (
    <LightButton icon={<MessageOutlined aria-hidden />} href={loggedIn ? href : loginPath(href)} data-testid="message-button">
      Message
    </LightButton>
  );
}
