import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { COMMENT_MAX_LENGTH } from '../../lib/engagement';
import { commentCreateRequested, type PostState } from '../../redux/comments/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import type { CommentTarget } from '../../types/comment';
import ImagePicker from './image-picker';
import styles from './comments.module.css';
import { withAntdScope } from '../common/antd-scope';

interface Props extends CommentTarget {
  posting: PostState;
}

/** Write a comment (up to 1000 characters) with an optional picture; cleared once the comment is posted. */
function CommentForm({ objectType, objectId, posting }: Props) {
  const dispatch = useAppDispatch();
  const avatar = useAppSelector((s) => s.user.current.avatar);
  const [form] = Form.useForm<{ content: string }>();
  const [image, setImage] = useState<File | null>(null);

  useEffect(() => {
    if (!posting.success) return;
    form.resetFields();
    setImage(null);
  }, [posting.success, form]);

  const onFinish = ({ content }: { content: string }) => dispatch(commentCreateRequested({ objectType, objectId, content: content.trim(), image }));

  return (
    <Form form={form} name={`comment-${objectId}`} onFinish={onFinish} className={styles.form} data-testid="comment-form">
      {/* eslint-disable-next-line @next/next/no-img-element -- API-hosted media with its own sizes */}
      <img src={avatar} alt="" className={styles.formAvatar} />
      <div className={styles.formBody}>
        <Form.Item name="content" rules={[{ required: true, whitespace: true, message: 'Write something first' }]} className={styles.field}>
          <Input.TextArea
            placeholder="Add a comment…"
            aria-label="Your comment"
            rows={3}
            maxLength={COMMENT_MAX_LENGTH}
            showCount
            data-testid="comment-input"
          />
        </Form.Item>
        {posting.error && <Alert type="error" showIcon title={posting.error.message} className={styles.formError} data-testid="comment-error" />}
        <div className={styles.formActions}>
          <ImagePicker file={image} onChange={setImage} />
          <Button type="primary" htmlType="submit" loading={posting.requesting} data-testid="comment-submit">
            Comment
          </Button>
        </div>
      </div>
    </Form>
  );
}

export default withAntdScope(CommentForm);
