import type { TargetColumn } from '../../../src/domain/column-matching/index.ts';

/** Realistic receiver templates the labelled set is matched against, and two with bare names. */

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

/** Columns named like a spreadsheet's own headers: their names carry no words to compare. */
export const SHEET_COLUMNS: TargetColumn[] = [
  column('a', 'a'),
  column('b', 'b'),
  column('c', 'c'),
  column('col_1', 'col_1'),
];

/** A test template named after what each column checks; `t_required`'s only word is a stop word. */
export const CHECKS: TargetColumn[] = [
  column('key', 'key'),
  column('check_ean', 'check_ean'),
  column('json_array_length_equals', 'json_array_length_equals'),
  column('t_number', 't_number', 'NUMBER'),
  column('t_email', 't_email', 'EMAIL'),
  column('t_url', 't_url', 'URL'),
  column('t_date', 't_date', 'DATE'),
  column('t_json', 't_json'),
  column('t_required', 't_required'),
  column('is_specific_value', 'is_specific_value'),
];

export const TEMPLATES = {
  contacts: CONTACTS,
  products: PRODUCTS,
  orders: ORDERS,
  employees: EMPLOYEES,
  sheet: SHEET_COLUMNS,
  checks: CHECKS,
};
export type TemplateName = keyof typeof TEMPLATES;
