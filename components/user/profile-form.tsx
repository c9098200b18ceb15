import { Button, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import type { Country, LabeledValue } from '../../types/utils';
import type { UserUpdatePayload } from '../../types/user';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { userUpdateRequested } from '../../redux/user/slice';
import { utilsService } from '../../services/utils.service';

const BIO_MAX = 500;

function useProfileOptions() {
  const [genders, setGenders] = useState<LabeledValue[]>([]);
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let live = true;
    utilsService
      .userAdditional()
      .then((data) => live && setGenders(data.genders || []))
      .catch((error: unknown) => console.error('Loading gender options failed.', error));
    utilsService
      .countries()
      .then((data) => live && setCountries(data || []))
      .catch((error: unknown) => console.error('Loading countries failed.', error));
    return () => {
      live = false;
    };
  }, []);
  return { genders, countries };
}

export default function ProfileForm({ busy }: { busy: boolean }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.user.current);
  const { genders, countries } = useProfileOptions();

  const onFinish = (values: UserUpdatePayload) => dispatch(userUpdateRequested({ ...values, name: values.name?.trim(), bio: values.bio?.trim() ?? '' }));

  return (
    <Form<UserUpdatePayload>
      name="profile"
      layout="vertical"
      requiredMark={false}
      initialValues={{
        name: user.name,
        gender: user.gender || undefined,
        country: user.country || undefined,
        bio: user.bio || '',
      }}
      onFinish={onFinish}
      data-testid="profile-form"
    >
      <Form.Item name="name" label="Display name" rules={[{ required: true, whitespace: true, message: 'Please enter your name' }]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="gender" label="Gender">
        <Select allowClear placeholder="Select" options={genders.map((g) => ({ value: g.value, label: g.text }))} />
      </Form.Item>
      <Form.Item name="country" label="Country">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Select your country"
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="bio" label="About you">
        <Input.TextArea rows={4} maxLength={BIO_MAX} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        Save profile
      </Button>
    </Form>
  );
}
