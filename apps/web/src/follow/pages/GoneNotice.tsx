import classes from './frame.module.css';

/** The followed user or campaign is private or does not exist: the server's words, and a way on. */
export function GoneNotice({ message }: { message: string }) {
  return (
    <div className={classes.gone}>
      <h1 className={classes.title}>Nothing to follow here</h1>
      <p>{message}</p>
      <p>
        <a href="/">Go to Skald’s home page</a>
      </p>
    </div>
  );
}
