import { Button, Form, Input } from 'antd';
import AdminHeading from '../../components/admin/admin-heading';
import { adminPage } from '../../components/admin/admin-page';
import AdminTable from '../../components/admin/admin-table';
import styles from '../../components/admin/admin.module.css';
import { useAction } from '../../components/admin/use-action';
import Tag from '../../components/common/light-tag';
import { useLoaded } from '../../components/common/use-loaded';
import { formatDate } from '../../lib/format';
import { percent } from '../../lib/money';
import { siteAdminService } from '../../services/site-admin.service';
import type { Coupon } from '../../types/site-admin';

interface NewCoupon {
  code: string;
  percentOff: string;
  uses: string;
  /** YYYY-MM-DD, from the browser's date input. */
  expires: string;
}

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** A new coupon's code, percent off (to a hundredth of a percent), number of uses and last day. */
function CouponForm({ onCreated }: { onCreated: () => void }) {
  const [form] = Form.useForm<NewCoupon>();
  const { busy, run } = useAction<Coupon>(() => {
    form.resetFields();
    onCreated();
  }, 'The coupon could not be created.');
  const create = (values: NewCoupon) =>
    void run(
      () =>
        siteAdminService.createCoupon({
          code: values.code.trim(),
          discount: Math.round(Number(values.percentOff) * 100) / 10000,
          numberOfUses: Number(values.uses),
          expiredDate: values.expires,
        }),
      `Coupon ${values.code.trim()} created.`,
    );
  return (
    <Form form={form} layout="inline" onFinish={create} className={styles.toolbar} data-testid="coupon-form">
      <Form.Item name="code" label="Code" rules={[{ required: true, pattern: /^[A-Za-z0-9_-]{1,40}$/, message: 'Letters, digits, - and _ (up to 40)' }]}>
        <Input placeholder="SPRING20" maxLength={40} />
      </Form.Item>
      <Form.Item
        name="percentOff"
        label="Percent off"
        rules={[
          {
            required: true,
            validator: async (_, v: string) =>
              PERCENT.test(v ?? '') && Number(v) > 0 && Number(v) <= 100 ? undefined : Promise.reject(new Error('From 0.01 to 100')),
          },
        ]}
      >
        <Input inputMode="decimal" placeholder="20" style={{ width: 90 }} />
      </Form.Item>
      <Form.Item name="uses" label="Uses" rules={[{ required: true, pattern: /^[1-9]\d{0,6}$/, message: '1 to 9,999,999' }]}>
        <Input inputMode="numeric" placeholder="100" style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name="expires" label="Last day" rules={[{ required: true, message: 'Choose its last day' }]}>
        <Input type="date" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        Create coupon
      </Button>
    </Form>
  );
}

/** /admin/coupons: every coupon with its discount, uses left, last day and state; creating and deactivating. */
function CouponsPage() {
  const { loaded, reload } = useLoaded(async () => {
    const coupons = await siteAdminService.coupons();
    return { data: coupons, total: coupons.length };
  }, 'coupons');
  const { busy, run } = useAction<Coupon>(() => void reload(), 'The coupon could not be deactivated.');
  return (
    <div data-testid="admin-coupons">
      <AdminHeading title="Coupons" />
      <CouponForm onCreated={() => void reload()} />
      <AdminTable<Coupon>
        label="Coupons"
        emptyText="No coupons yet."
        rowKey="_id"
        loaded={loaded}
        noun="coupons"
        columns={[
          { title: 'Code', key: 'code', render: (_, c) => <strong>{c.code}</strong> },
          { title: 'Off', key: 'discount', render: (_, c) => percent(c.discount) },
          { title: 'Uses left', key: 'uses', render: (_, c) => c.numberOfUses.toLocaleString('en-US') },
          { title: 'Last day', key: 'expires', render: (_, c) => formatDate(c.expiredDate) },
          {
            title: 'State',
            key: 'state',
            render: (_, c) => (c.active ? <Tag color="green">Active</Tag> : <Tag>Deactivated</Tag>),
          },
          {
            title: '',
            key: 'actions',
            render: (_, c) =>
              c.active && (
                <Button loading={busy} onClick={() => void run(() => siteAdminService.deactivateCoupon(c._id), `${c.code} deactivated.`)}>
                  Deactivate
                </Button>
              ),
          },
        ]}
      />
    </div>
  );
}

export default adminPage('coupons', CouponsPage);
