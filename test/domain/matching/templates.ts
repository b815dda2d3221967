import type { TargetColumn } from '../../../src/domain/matching/index.ts';

/** Four realistic receiver templates the labelled set is matched against. */

function column(
  technical_name: string,
  pretty_name: string,
  type = 'TEXT',
  choices?: string[],
): TargetColumn {
  return {
    column_id: `col-${technical_name}`,
    technical_name,
    pretty_name,
    type,
    ...(choices ? { choices } : {}),
  };
}

export const CONTACTS: TargetColumn[] = [
  column('civility', 'Civility', 'CHOICE', ['Mr', 'Mrs', 'Ms']),
  column('first_name', 'First name'),
  column('last_name', 'Last name'),
  column('email', 'Email', 'EMAIL'),
  column('phone', 'Phone'),
  column('company', 'Company'),
  column('job_title', 'Job title'),
  column('address', 'Address'),
  column('postal_code', 'Postal code'),
  column('city', 'City'),
  column('country', 'Country'),
  column('birth_date', 'Birth date', 'DATE'),
  column('website', 'Website', 'URL'),
  column('newsletter', 'Newsletter', 'BOOLEAN'),
  column('customer_type', 'Customer type', 'CHOICE', ['prospect', 'customer', 'partner']),
];

export const PRODUCTS: TargetColumn[] = [
  column('sku', 'SKU'),
  column('ean', 'EAN'),
  column('product_name', 'Product name'),
  column('description', 'Description'),
  column('brand', 'Brand'),
  column('category', 'Category', 'CHOICE', ['Electronics', 'Garden', 'Kitchen', 'Toys']),
  column('price', 'Price', 'NUMBER'),
  column('vat_rate', 'VAT rate', 'NUMBER'),
  column('stock', 'Stock', 'NUMBER'),
  column('weight', 'Weight', 'NUMBER'),
  column('image_url', 'Image URL', 'IMAGE'),
  column('active', 'Active', 'BOOLEAN'),
];

export const ORDERS: TargetColumn[] = [
  column('order_number', 'Order number'),
  column('order_date', 'Order date', 'DATE'),
  column('customer_number', 'Customer number'),
  column('customer_email', 'Customer email', 'EMAIL'),
  column('sku', 'SKU'),
  column('quantity', 'Quantity', 'NUMBER'),
  column('unit_price', 'Unit price', 'NUMBER'),
  column('total_amount', 'Total amount', 'NUMBER'),
  column('currency', 'Currency', 'CHOICE', ['EUR', 'USD', 'GBP']),
  column('shipping_address', 'Shipping address'),
  column('delivery_date', 'Delivery date', 'DATE'),
  column('status', 'Status', 'CHOICE', ['pending', 'shipped', 'delivered', 'cancelled']),
];

export const EMPLOYEES: TargetColumn[] = [
  column('employee_id', 'Employee ID'),
  column('first_name', 'First name'),
  column('last_name', 'Last name'),
  column('work_email', 'Work email', 'EMAIL'),
  column('phone', 'Phone'),
  column('birth_date', 'Birth date', 'DATE'),
  column('hire_date', 'Hire date', 'DATE'),
  column('job_title', 'Job title'),
  column('department', 'Department'),
  column('manager', 'Manager'),
  column('salary', 'Annual salary', 'NUMBER'),
  column('contract_type', 'Contract type', 'CHOICE', ['CDI', 'CDD', 'Intern', 'Freelance']),
];

export const TEMPLATES = { contacts: CONTACTS, products: PRODUCTS, orders: ORDERS, employees: EMPLOYEES };
export type TemplateName = keyof typeof TEMPLATES;
