/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Without this the server-rendered HTML carries no antd CSS under Turbopack (see STACK-NOTES.md).
  transpilePackages: ['@ant-design/cssinjs'],
};
