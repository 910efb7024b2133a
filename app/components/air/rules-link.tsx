import { Link, useNavigate } from "@remix-run/react";

/**
 * The way to the fare rules (`?dialog=rules`). Beside a form (`formId`) it is that form's submit
 * button: without JS the server keeps the form as a draft and opens the dialog, so closing it
 * loses nothing; with JS it only navigates, and the form stays mounted.
 */
export function RulesLink({
  href,
  formId,
  className,
  children,
}: {
  href: string;
  formId?: string;
  className: string;
  children: React.ReactNode;
}) {
  const navigate = useNavigate();
  if (!formId)
    return (
      <Link to={href} preventScrollReset className={className}>
        {children}
      </Link>
    );
  return (
    <button
      type="submit"
      form={formId}
      formNoValidate
      name="_action"
      value="rules"
      className={`${className} text-left`}
      onClick={(event) => {
        event.preventDefault();
        navigate(href, { preventScrollReset: true });
      }}
    >
      {children}
    </button>
  );
}
